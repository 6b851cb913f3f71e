// What each descriptor lets a user do and where (capabilities, pages, action kinds and effects), computed once.
export { resourceOf, type BulkControl, type RecordAction, type Resource } from './resource.ts';
export { ACCOUNT_PATH, ACTIVITY_PATH, APP_PATH, BACKUPS_PATH, HOME_PATH, listAt, RESERVED_NAMES, RESOURCE_PARAM, SIGN_IN_PATH, TRASH_PATH, routePatterns, trashPath } from './paths.ts';
export { actionLabel, effectFields, expectedRow } from './actionEffects.ts';
export { groupResources, type NavigationGroup } from './groups.ts';
export { identityOf, pictureColumnOf, type Identity } from './identity.ts';
export { mapLink, osmLink, placeOf } from './mapLink.ts';
export { listRequest, pageNumberFrom, viewParams } from './listRequest.ts';
export { RETURN_PARAM, returnAddress, valuesFromUrl } from './urlValues.ts';
export { MAP_LAYOUT, mapQuery } from './mapRequest.ts';
