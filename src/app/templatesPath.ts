/**
 * Where the server answers the host's effective templates (ADR 0035): the list of names, and
 * each template by name. A module of its own, free of React, so the server render's state and
 * the page's first view name the same paths.
 */
export const templatesPath = '/api/templates';

export const templateAnswer = (name: string): string =>
  `${templatesPath}/${encodeURIComponent(name)}`;
