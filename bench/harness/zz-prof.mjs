import { createLexicalRanker, MCIClient } from '@mci/client';
import { searchFixtureTools } from './search-fixture.mjs';
const client = await MCIClient.load({ schema: { schemaVersion: '1.0', tools: searchFixtureTools(10000) } });
const tools = client.tools();
for (let i = 0; i < 6; i++) {
  const t = performance.now();
  await createLexicalRanker().index(tools);
  console.log('index', (performance.now() - t).toFixed(0));
}
