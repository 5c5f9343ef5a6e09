import {
  listedState,
  REGIONS,
  regionText,
  splitRegion,
  stateKind,
  stateOf,
  STATES,
} from './states';
import { stateSchema } from './schema';
import './validate';

describe('the list of states', () => {
  it('holds the 50 states and D.C., each once', () => {
    expect(STATES).toHaveLength(51);
    expect(new Set(STATES).size).toBe(51);
    expect(STATES).toContain('Washington, D.C.');
  });

  it.each([
    ['Kalifornien', 'Kalifornien'],
    ['california', 'Kalifornien'],
    ['new york', 'New York'],
    ['Washington DC', 'Washington, D.C.'],
    ['District of Columbia', 'Washington, D.C.'],
    ['Neumexiko', 'New Mexico'],
    ['Bayern', undefined],
  ])('reads „%s“ as %s', (text, state) => expect(stateOf(text)).toBe(state));

  it('accepts only the list’s spelling, and says in German what was meant', () => {
    expect(stateSchema.safeParse('Kalifornien').success).toBe(true);
    expect(stateSchema.safeParse('California').error?.issues[0]?.message).toBe(
      '„California“ ist kein Bundesstaat der Liste: gemeint ist wohl „Kalifornien“',
    );
    expect(stateSchema.safeParse('Bayern').error?.issues[0]?.message).toBe(
      '„Bayern“ ist kein Bundesstaat der Liste (die 50 Bundesstaaten und Washington, D.C.)',
    );
    expect(() => listedState('Bayern')).toThrow('Not a state of the list: Bayern');
  });
});

describe('the list of regions', () => {
  it.each([
    ['Südwesten', { region: 'Südwesten' }],
    ['Süden (Florida Keys)', { region: 'Süden', detail: 'Florida Keys' }],
    ['suedwesten (Four Corners)', { region: 'Südwesten', detail: 'Four Corners' }],
    ['Bayern', { detail: 'Bayern' }],
    ['Nordseeküste (Sylt)', { detail: 'Nordseeküste (Sylt)' }],
  ])('splits „%s“ into the list’s region and its detail', (text, parts) =>
    expect(splitRegion(text)).toEqual(parts),
  );

  it('shows a region with its detail as it was typed before the list', () => {
    expect(regionText('Süden', 'Florida Keys')).toBe('Süden (Florida Keys)');
    expect(regionText('Süden', null)).toBe('Süden');
    expect(regionText(null, 'Bayern')).toBe('Bayern');
    expect(regionText(null, null)).toBeUndefined();
    expect(REGIONS).toContain('Neuengland');
  });
});

describe('stateKind', () => {
  it('tells the district from the states', () => {
    expect(stateKind('Washington, D.C.')).toBe('district');
    expect(stateKind('Washington')).toBe('state');
    expect(stateKind('Utah')).toBe('state');
  });
});
