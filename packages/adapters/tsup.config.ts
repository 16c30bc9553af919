import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.base.js';

export default defineConfig({
  ...libraryBuild,
  entry: ['src/ai-sdk.ts', 'src/langchain.ts', 'src/openai-agents.ts', 'src/anthropic.ts', 'src/openai.ts'],
});
