export {
  createTestExecutionContext,
  type TestExecutionContextOptions,
} from './create-test-execution-context.js';
