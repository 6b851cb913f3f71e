export { HttpError, badRequest, conflict, forbidden, notFound } from './httpError';
export { NulCharacterError, hasNul, refuseNulCharacters } from './nulCharacter';
export { describeError, errorHandler } from './errorHandler';
export { clientErrorHandler, frameworkErrors, routeNotFound } from './frameworkErrors';
export { cors } from './cors';
export { DEFAULT_HTTP_TIMEOUTS, serverTimeoutOptions, type HttpTimeouts } from './timeouts';
export { refuseForeignCharsets, utf8Text } from './charset';
export { acceptedEncoding, compressJsonAnswers } from './compressedJson';
