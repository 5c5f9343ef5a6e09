/**
 * The federal district, which the list of states (./states.ts) holds beside the 50 states. A
 * module of its own, without imports: the gallery's client parts read it, and the list of states
 * stays out of their JavaScript.
 */
export const DISTRICT = 'Washington, D.C.';

/**
 * What a state is, for the texts that name it (`{kind, select, …}` in messages/de.json): the
 * district is "in Washington, D.C.", not "im Bundesstaat Washington, D.C.".
 */
export const stateKind = (state: string) => (state === DISTRICT ? 'district' : 'state');
