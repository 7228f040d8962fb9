/** The entry of the NF-e reader's worker threads (nfe-reader.ts): readNfe on the bytes it is given. */
import { serveTasks } from '../../platform/worker-pool';
import { readNfe, type NfeDocument } from './nfe-xml';

// a Buffer arrives as a plain Uint8Array (structured clone): wrap it without copying
serveTasks<Uint8Array, NfeDocument>((bytes) => readNfe(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
