/**
 * The codes of `TemplateError`, the one error of the engine: what each means and when it comes (the shape
 * of `ErrorCodeList` of `@mci/schema`, which this package does not depend on).
 */
export const templatingErrorCodes = {
  TEMPLATE_INVALID_VALUE: { stage: 'call', meaning: 'A value has the wrong kind where a template uses it' },
  TEMPLATE_LOOP_LIMIT_EXCEEDED: { stage: 'call', meaning: 'A render ran more loop iterations than allowed' },
  TEMPLATE_NATIVE_PLACEHOLDER_INVALID: {
    stage: 'call',
    meaning: 'A {!! !!} placeholder is malformed or not the whole string',
  },
  TEMPLATE_PATH_NOT_FOUND: { stage: 'call', meaning: 'A path a template reads is not in the context' },
  TEMPLATE_SYNTAX_ERROR: { stage: 'call', meaning: 'A template cannot be parsed' },
} as const;

/** Stable codes of `TemplateError`, meant for programs. */
export type TemplateErrorCode = keyof typeof templatingErrorCodes;
