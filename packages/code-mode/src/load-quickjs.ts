import type { QuickJSSyncVariant, QuickJSWASMModule } from 'quickjs-emscripten-core';

let loading: Promise<QuickJSWASMModule> | undefined;

/**
 * The QuickJS WebAssembly module, loaded on the first run and shared by the next ones (each run has its
 * own QuickJS runtime in it, with its own memory limit). `forget()` drops it, so that the next run loads a
 * new one; a run calls it when the module itself failed, not the code in it.
 */
export function loadQuickJs(): Promise<QuickJSWASMModule> {
  loading ??= Promise.all([
    import('quickjs-emscripten-core'),
    import('@jitl/quickjs-wasmfile-release-sync'),
  ]).then(([core, variant]) =>
    // The variant's types are those of its CommonJS build; Node loads its ES module, whose default export
    // is the variant itself.
    core.newQuickJSWASMModuleFromVariant(variant.default as unknown as QuickJSSyncVariant),
  );
  loading.catch(forgetQuickJs);
  return loading;
}

export function forgetQuickJs(): void {
  loading = undefined;
}
