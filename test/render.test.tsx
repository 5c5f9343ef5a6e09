import { hydrationRenders } from './render';

/** 1 on the first call (the server's HTML), then 2, 3 … (the browser's renders). */
const nextCall = (() => {
  let calls = 0;
  return () => (calls += 1);
})();

/** Says something else in the browser than in the server's HTML, as a component must not. */
function Changing() {
  return <p>{nextCall() === 1 ? 'Server' : 'Browser'}</p>;
}

describe('hydrationRenders', () => {
  it('fails when the browser’s first render does not match the server’s HTML', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => hydrationRenders(<Changing />)).toThrow(/Hydration failed|did not match/);
  });
});
