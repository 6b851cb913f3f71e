// What each descriptor lets a user do and where (capabilities, pages, action kinds and effects), computed once.
export { resourceOf, type BulkControl, type RecordAction, type Resource } from './resource.ts';
export { ACCOUNT_PATH, APP_PATH, HOME_PATH, RESERVED_NAMES, SIGN_IN_PATH, routePatterns } from './paths.ts';
export { actionLabel, actionStates, effectFields, expectedRow } from './actionEffects.ts';
export { groupResources, type NavigationGroup } from './groups.ts';
export { identityOf, pictureColumnOf, type Identity } from './identity.ts';
export { mapLink, osmLink, placeOf } from './mapLink.ts';
export { listRequest, pageNumberFrom } from './listRequest.ts';
