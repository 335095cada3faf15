import { describe, expect, it } from 'vitest';
import { areaRouteKey, areaTemplateName, areaTitleKey } from './areaTemplates.ts';

const host = { templateName: 'bi3', supplier: 'alfa', locales: ['it'] };

describe('the customer area’s templates (spec §2 "Routes", issue 18)', () => {
  it.each([
    ['/', 'home'],
    ['/home', 'home'],
    ['/invoices', 'invoices'],
    ['/modif_data_user/', 'modif_data_user'],
    ['/servizi', 'servizi'],
  ])('%s is the route key %s', (path, key) => {
    expect(areaRouteKey(path)).toBe(key);
  });

  it.each([
    ['home', 'area-home'],
    ['invoices', 'area-invoices'],
    ['contracts', 'area-contracts'],
    ['modif_data_user', 'area-profile'],
    ['user_form', 'area-user-form'],
    ['contacts', 'area-contacts'],
    ['self', 'area-faq'],
    ['messages', 'area-messages'],
    ['register', 'area-register'],
    ['servizi', 'area-modules'],
  ])('the page %s is drawn with %s unless the host says otherwise', (key, template) => {
    expect(areaTemplateName(host, key)).toBe(template);
    expect(areaTemplateName(undefined, key)).toBe(template);
  });

  it('uses the template a host names for a route key or an argument', () => {
    const named = { ...host, templates: { home: 'beta-home', servizi: 'beta-servizi' } };
    expect(areaTemplateName(named, 'home')).toBe('beta-home');
    expect(areaTemplateName(named, 'servizi')).toBe('beta-servizi');
    expect(areaTemplateName(named, 'invoices')).toBe('area-invoices');
  });

  it.each([
    ['home', 'area.pages.home'],
    ['modif_data_user', 'area.pages.profile'],
    ['self', 'area.pages.faq'],
    ['servizi', 'area.pages.modules'],
  ])('the page %s is titled %s while it loads', (key, title) => {
    expect(areaTitleKey(key)).toBe(title);
  });
});
