import * as z from 'zod';

const templated = ' Supports templating, typically {{env.NAME}}.';

const apiKeyAuthSchema = z
  .object({
    type: z.literal('apiKey'),
    in: z.enum(['header', 'query']).meta({ description: 'Where to send the key: "header" or "query".' }),
    name: z.string().min(1).meta({ description: 'Header or query parameter name.' }),
    value: z.string().meta({ description: `API key value.${templated}` }),
  })
  .meta({
    title: 'API key authentication',
    description: 'Pass an API key in a header or a query parameter.',
  });

const bearerAuthSchema = z
  .object({
    type: z.literal('bearer'),
    token: z.string().meta({ description: `Bearer token.${templated}` }),
  })
  .meta({ title: 'Bearer token authentication', description: 'Send `Authorization: Bearer <token>`.' });

const basicAuthSchema = z
  .object({
    type: z.literal('basic'),
    username: z.string().meta({ description: `Username.${templated}` }),
    password: z.string().meta({ description: `Password.${templated}` }),
  })
  .meta({
    title: 'Basic authentication',
    description: 'HTTP Basic authentication with username and password.',
  });

const oauth2AuthSchema = z
  .object({
    type: z.literal('oauth2'),
    flow: z
      .literal('clientCredentials')
      .meta({ description: 'OAuth2 flow; "clientCredentials" is supported.' }),
    tokenUrl: z.string().min(1).meta({ description: 'Token endpoint URL.' }),
    clientId: z.string().meta({ description: `OAuth2 client ID.${templated}` }),
    clientSecret: z.string().meta({ description: `OAuth2 client secret.${templated}` }),
    scopes: z.array(z.string()).optional().meta({ description: 'Scopes to request.' }),
  })
  .meta({ title: 'OAuth2 authentication', description: 'OAuth2 client credentials flow.' });

/** HTTP authentication, discriminated by `type`: apiKey, bearer, basic or oauth2. */
export const httpAuthSchema = z
  .discriminatedUnion('type', [apiKeyAuthSchema, bearerAuthSchema, basicAuthSchema, oauth2AuthSchema])
  .meta({ description: 'Authentication: "apiKey", "bearer", "basic" or "oauth2".' });

export type HttpAuth = z.output<typeof httpAuthSchema>;
