import { customizeValidator } from '@rjsf/validator-ajv8';
import localizePtBR from 'ajv-i18n/localize/pt-BR';

/** ajv with Portuguese messages (ajv-i18n); the nicer wording of the common cases is in transformErrors. */
export const validator = customizeValidator({}, localizePtBR);
