import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignmentSchema } from '../model/list';
import { readAssignment } from './assignments';

/** Values near an assignment: right and wrong kinds, ids, roles and extra fields. */
const field = fc.oneof(fc.constantFrom('e1', 'e2-b', 'E_3', 'x'.repeat(64), 'x'.repeat(65), '', 'e 1', 'e/1', 'servant', 'substitute', 'boss'), fc.integer(), fc.constant(null), fc.constant(undefined));
const near = fc.record(
  { type: fc.constantFrom('crew', 'aboard', 'bearer', 'carried', 1), machine: field, vehicle: field, bearer: field, role: field, extra: field },
  { requiredKeys: [] },
);

describe('readAssignment', () => {
  it('takes exactly what the list file schema takes, and gives what it gives', () => {
    fc.assert(
      fc.property(fc.oneof(near, fc.anything()), (value) => {
        const parsed = assignmentSchema.safeParse(value);
        expect(readAssignment(value)).toEqual(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps the kind, target and role, and drops other fields', () => {
    expect(readAssignment({ type: 'crew', machine: 'e1', role: 'servant', note: 'x' })).toEqual({ type: 'crew', machine: 'e1', role: 'servant' });
    expect(readAssignment({ type: 'crew', machine: 'e1', role: 'boss' })).toBeUndefined();
    expect(readAssignment({ type: 'aboard', vehicle: 'e/1' })).toBeUndefined();
    expect(readAssignment({ type: 'bearer', bearer: 'e9' })).toEqual({ type: 'bearer', bearer: 'e9' });
  });
});
