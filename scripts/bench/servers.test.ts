import { flags } from './servers';

describe('flags', () => {
  it('reads --name as true and --name=value as the text after the first "="', () => {
    expect(flags(['--no-build', '--runs=5', '--pages=/,/karte?ort=boston'])).toEqual(
      new Map<string, string | true>([
        ['no-build', true],
        ['runs', '5'],
        ['pages', '/,/karte?ort=boston'],
      ]),
    );
  });
});
