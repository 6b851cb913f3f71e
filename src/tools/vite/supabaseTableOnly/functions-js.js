// Stand-in for @supabase/functions-js in the client build: supabase-js only builds it when `functions` is read.
import { unavailable } from './unavailable.js';

export const FunctionRegion = {};
export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
export class FunctionsClient {
  invoke() {
    return unavailable('as funções (functions)');
  }
}
