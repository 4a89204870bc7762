import { isInfrastructureError } from './infrastructure-errors';

describe('isInfrastructureError', () => {
  it('recognises lost PostgreSQL connections, also when TypeORM wraps them', () => {
    expect(isInfrastructureError(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isInfrastructureError({ message: 'Query failed', driverError: new Error('Connection terminated unexpectedly') })).toBe(true);
    expect(isInfrastructureError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
  });

  it('leaves real failures alone', () => {
    expect(isInfrastructureError(new Error('Invalid access token'))).toBe(false);
    expect(isInfrastructureError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
