import { ApiError } from '../../../lib/api-client';

/** The CD lists answer 404 when there is nothing (spec 000 §7 "404 means none"): an empty list. */
export async function notFoundAsEmpty<T>(call: Promise<T[]>): Promise<T[]> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}
