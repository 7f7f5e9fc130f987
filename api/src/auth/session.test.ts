import { describe, expect, it } from 'vitest';
import { resolveTenancy, roleName, type SessionUser } from './session.js';

const staff: SessionUser = {
  id: 1,
  email: 'a@x',
  name: 'A',
  roleId: 1,
  roleName: 'Administrator',
  clientId: null,
  isClient: false,
};
const client: SessionUser = {
  id: 3,
  email: 'c@x',
  name: 'C',
  roleId: 3,
  roleName: 'Client',
  clientId: 7,
  isClient: true,
};

describe('resolveTenancy', () => {
  it('gives staff the headers as they are, all clients when none', () => {
    expect(resolveTenancy(staff, null, null)).toEqual({ clientId: null, projectId: null });
    expect(resolveTenancy(staff, 2, 5)).toEqual({ clientId: 2, projectId: 5 });
  });
  it('pins a client user to their own client', () => {
    expect(resolveTenancy(client, null, null)).toEqual({ clientId: 7, projectId: null });
    expect(resolveTenancy(client, 7, 9)).toEqual({ clientId: 7, projectId: 9 });
  });
  it('refuses a client user naming another client', () => {
    expect(() => resolveTenancy(client, 8, null)).toThrow("You can only see your own client's data.");
  });
  it('never widens a client user without a client to everything', () => {
    expect(resolveTenancy({ ...client, clientId: null }, null, null).clientId).toBe(-1);
  });
});

describe('roleName', () => {
  it('names the roles', () => {
    expect(roleName(1, 3)).toBe('Administrator');
    expect(roleName(2, 3)).toBe('Reviewer');
    expect(roleName(3, 3)).toBe('Client');
  });
});
