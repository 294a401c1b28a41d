/** Injection tokens of the Isla module. */
export const ISLA_CONFIG = Symbol('ISLA_CONFIG');
export const ISLA_LOGGER = Symbol('ISLA_LOGGER');
