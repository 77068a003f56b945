/**
 * The folder the command was started in, read before anything runs: the engine then works from
 * the Trellis package's folder (./engine.ts), and paths the user gave or reads stay relative to this one.
 */
export const startFolder = process.cwd();
