// GET /openapi: the OpenAPI 3.1 document of this API, as served (its keys are OpenAPI's own, not
// converted). Its frame is checked here; what it says is the document generator's to test.
import * as v from 'valibot';

export const openApiDocumentAnswer = v.object({
  openapi: v.literal('3.1.0'),
  info: v.object({ title: v.string(), version: v.string(), description: v.string() }),
  servers: v.array(v.object({ url: v.string() })),
  paths: v.record(v.string(), v.record(v.string(), v.unknown())),
  components: v.record(v.string(), v.record(v.string(), v.unknown())),
});
