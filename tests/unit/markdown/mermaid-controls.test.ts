import { describe, expect, it } from 'vitest';
import { mermaidControls } from '../../../src/markdown/mermaid.ts';

describe("a Mermaid fence's controls", () => {
	it('read actions and placement as Mintlify writes them; a corner it does not know is left out', () => {
		expect(mermaidControls(undefined)).toEqual({});
		expect(mermaidControls('placement="top-left" actions={true}')).toEqual({ dataActions: 'true', dataPlacement: 'top-left' });
		expect(mermaidControls('actions={false}')).toEqual({ dataActions: 'false' });
		expect(mermaidControls('actions')).toEqual({ dataActions: 'true' });
		expect(mermaidControls("placement='bottom-left'")).toEqual({ dataPlacement: 'bottom-left' });
		expect(mermaidControls('placement="middle"')).toEqual({});
	});
});
