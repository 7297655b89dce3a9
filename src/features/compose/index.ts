/**
 * What the composer offers other features: the outbox's edit dialog changes a saved post's
 * description with the composer's own field and rules, so both say the same thing.
 */
export { DescriptionField } from './description-field';
export { validateCompose } from './compose-validation';
