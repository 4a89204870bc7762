import { UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { AdminGuard } from './admin.guard';

const contextFor = (request: { isAdmin?: boolean }) =>
  ({ switchToHttp: () => ({ getRequest: () => request }) }) as unknown as ExecutionContext;

describe('AdminGuard', () => {
  it('lets a request with an admin session through', () => {
    expect(new AdminGuard().canActivate(contextFor({ isAdmin: true }))).toBe(true);
  });

  it('answers any other request with 401 "Access Denied"', () => {
    for (const request of [{}, { isAdmin: false }]) {
      expect(() => new AdminGuard().canActivate(contextFor(request))).toThrow(new UnauthorizedException('Access Denied'));
    }
  });
});
