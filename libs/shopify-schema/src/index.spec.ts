import { parse, validate } from 'graphql';
import { ADMIN_API_VERSION, adminSchemaPath, loadAdminSchema } from './index';

describe('@ducan/shopify-schema', () => {
  it('loads the real Admin schema once and caches it', () => {
    expect(ADMIN_API_VERSION).toBe('2026-10');
    expect(adminSchemaPath()).toMatch(/schema[\\/]admin_2026-10\.json\.gz$/);
    const schema = loadAdminSchema();
    expect(loadAdminSchema()).toBe(schema);
    expect(schema.getMutationType()?.getFields()['themeCreate']).toBeDefined();
  });

  it('validates documents against it', () => {
    const schema = loadAdminSchema();
    expect(validate(schema, parse('{ shop { id name myshopifyDomain } }'))).toHaveLength(0);
    expect(validate(schema, parse('{ shop { notAField } }')).length).toBeGreaterThan(0);
  });
});
