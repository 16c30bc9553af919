export { describeExecutorV1, type ExecutorV1Fixtures } from './describe-executor-v1.js';
