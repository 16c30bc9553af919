export { createStartHook, type StartHook } from './create-start-hook.js';
export {
  describeExecutorV1,
  type ExecutorV1Call,
  type ExecutorV1FailingCall,
  type ExecutorV1Fixtures,
  type ExecutorV1SlowCall,
  type ExecutorV1SuccessCall,
} from './describe-executor-v1.js';
