import { describeExecutorV1 } from '@mci/executor-kit/test';
import { createTestExecutionContext } from './create-test-execution-context.js';
import { createTextExecutor } from './create-text-executor.js';

describeExecutorV1(() => createTextExecutor(), {
  type: 'text',
  calls: [
    {
      execution: { type: 'text', text: 'Hello {{props.name}}!' },
      props: { name: 'Ada' },
      content: [{ type: 'text', text: 'Hello Ada!' }],
    },
    {
      execution: { type: 'text', text: '@foreach(item in props.items){{item}};@endforeach' },
      props: { items: ['a', 'b'] },
      content: [{ type: 'text', text: 'a;b;' }],
    },
  ],
  invalidExecution: { type: 'text', text: '@if(props.x)unclosed' },
  failingCalls: [
    { execution: { type: 'text', text: '{{props.missing.deep}}' }, code: 'TEMPLATE_PATH_NOT_FOUND' },
  ],
  context: (props) => createTestExecutionContext({ props }),
});
