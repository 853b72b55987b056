import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reviews, users } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

/** Newest first; a profile shows a handful, so one page is plenty. */
const REVIEW_LIST_LIMIT = 50;

export async function insertReview(db: Executor, values: typeof reviews.$inferInsert): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  return row;
}

const withReviewer = {
  review: reviews,
  reviewerFirstName: users.firstName,
  reviewerLastName: users.lastName,
};

export async function listReviewsAbout(db: Executor, userId: string) {
  return db
    .select(withReviewer)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.revieweeId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEW_LIST_LIMIT);
}

export async function listReviewsOfItem(db: Executor, itemId: number) {
  return db
    .select(withReviewer)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.itemId, itemId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEW_LIST_LIMIT);
}

/** The average rating to one decimal (0 with no reviews) and how many reviews it rests on. */
export async function ratingOf(db: Executor, userId: string): Promise<{ rating: number; count: number }> {
  const [row] = await db
    .select({
      rating: sql<string | null>`round(avg(${reviews.rating})::numeric, 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.revieweeId, userId));
  return { rating: row.rating === null ? 0 : Number(row.rating), count: row.count };
}
