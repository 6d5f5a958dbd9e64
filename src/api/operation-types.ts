// Request and response types of one contract operation, by its operationId.
import type { operations } from './schema.gen';

export type OperationId = keyof operations;

/** The JSON request body of an operation. */
export type BodyOf<O extends OperationId> = operations[O] extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : operations[O] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

/** The query parameters of an operation. */
export type QueryOf<O extends OperationId> = NonNullable<operations[O]['parameters']['query']>;

type Responses<O extends OperationId> = operations[O]['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body of an operation's success answer (200 or 201). */
export type ResultOf<O extends OperationId> = 200 extends keyof Responses<O>
  ? JsonOf<Responses<O>[200]>
  : 201 extends keyof Responses<O>
    ? JsonOf<Responses<O>[201]>
    : never;
