/**
 * What the composer offers other features: the outbox's edit dialog changes a saved post's
 * description with the composer's own field and rules, so both say the same thing; the warden
 * home reads the same saved list of the warden's institutions (for its X banners); the outbox
 * words the faces blurred as the composer does.
 */
export { DescriptionField } from './description-field';
export { validateCompose } from './compose-validation';
export { useWardenInstitutions, wardenInstitutionsKey } from './warden-institutions-api';
export { facesBlurredText } from './faces-check';
