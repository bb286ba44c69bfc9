import { useState } from 'react';
import type { AdminReview, ReviewSortColumn } from '../../../shared/reviews/review-admin.schemas';
import { CAROUSEL_MAX_REVIEWS, formatReviewMonth, REVIEW_SOURCE_LABELS } from '../../../shared/reviews/reviews.rules';
import { errorMessage, errorText } from '../../lib/errors';
import { Button } from '../../ui/button';
import { DataTable, DataTablePager, type DataColumn, type TableSort } from '../../ui/data-table';
import { toast } from '../../ui/toast';
import * as styles from '../kit/admin.css';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useCan } from '../kit/use-can';
import { ImportDialog } from './import-dialog';
import { ResponseDialog } from './response-dialog';
import { ReviewDialog } from './review-dialog';
import { NO_REVIEW_FILTERS, ReviewFilterBar, toListInput, type ReviewFilters } from './review-filter-bar';
import { useReviewList, useReviewMutations } from './use-admin-reviews';
import { VerifiedReviewSettings } from './verified-review-settings';

function statusLine(review: AdminReview): string {
  return [review.is_published ? 'Published' : 'Not published', review.is_featured && 'Featured', review.verified_guest && 'Verified', review.host_response && 'Answered', review.imported && 'Imported']
    .filter(Boolean)
    .join(' · ');
}

/** Reviews (issue 22): every review, published or not, to moderate, feature, answer, add by hand or import. */
export default function ReviewsScreen() {
  const can = useCan();
  const [filters, setFilters] = useState<ReviewFilters>(NO_REVIEW_FILTERS);
  const [sort, setSort] = useState<TableSort<ReviewSortColumn>>({ column: 'review_date', direction: 'desc' });
  const [page, setPage] = useState(1);
  const list = useReviewList({ ...toListInput(filters), sort, page });
  const mutations = useReviewMutations();
  const [editing, setEditing] = useState<{ review: AdminReview | null } | null>(null);
  const [responding, setResponding] = useState<AdminReview | null>(null);
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const [importing, setImporting] = useState(false);

  const act = (promise: Promise<unknown>, done: string) =>
    void promise.then(
      () => toast({ title: done }),
      (error: unknown) => toast({ title: 'Not changed', description: errorMessage(error), variant: 'destructive' }),
    );

  const columns: DataColumn<AdminReview>[] = [
    { id: 'guest_name', label: 'Guest', isRowHeader: true, allowsSorting: true, render: (review) => review.guest_name },
    { id: 'rating', label: 'Rating', allowsSorting: true, numeric: true, render: (review) => `${review.rating} / 5` },
    { id: 'review_date', label: 'Date', allowsSorting: true, render: (review) => <time dateTime={review.review_date}>{formatReviewMonth(review.review_date)}</time> },
    { id: 'source', label: 'Source', allowsSorting: true, render: (review) => REVIEW_SOURCE_LABELS[review.source] },
    { id: 'text', label: 'Review', render: (review) => (review.review_text.length > 90 ? `${review.review_text.slice(0, 90)}…` : review.review_text) },
    { id: 'status', label: 'Status', render: statusLine },
    {
      id: 'actions',
      label: 'Actions',
      render: (review) => (
        <div className={styles.row}>
          <Button tone="secondary" aria-label={`Edit the review by ${review.guest_name}`} onPress={() => setEditing({ review })}>
            Edit
          </Button>
          <Button tone="secondary" aria-label={`${review.is_published ? 'Unpublish' : 'Publish'} the review by ${review.guest_name}`} onPress={() => act(mutations.setPublished.mutateAsync({ id: review.id, published: !review.is_published }), review.is_published ? `The review by ${review.guest_name} is off the site` : `The review by ${review.guest_name} is published`)}>
            {review.is_published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button tone="secondary" aria-label={`${review.is_featured ? 'Unfeature' : 'Feature'} the review by ${review.guest_name}`} onPress={() => act(mutations.setFeatured.mutateAsync({ id: review.id, featured: !review.is_featured }), review.is_featured ? `The review by ${review.guest_name} left the carousel` : `The review by ${review.guest_name} is featured`)}>
            {review.is_featured ? 'Unfeature' : 'Feature'}
          </Button>
          <Button tone="secondary" aria-label={`Respond to the review by ${review.guest_name}`} onPress={() => setResponding(review)}>
            {review.host_response ? 'Edit response' : 'Respond'}
          </Button>
          {can('reviews.delete') && (
            <Button tone="secondary" aria-label={`Delete the review by ${review.guest_name}`} onPress={() => setDeleting(review)}>
              Delete
            </Button>
          )}
        </div>
      ),
    },
  ];

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Object.entries(filters).some(([key, value]) => NO_REVIEW_FILTERS[key as keyof ReviewFilters] !== value);
  return (
    <>
      <h1>Reviews</h1>
      <section aria-labelledby="reviews-table-title" className={styles.section}>
        <h2 id="reviews-table-title">All reviews</h2>
        <p className={styles.hint}>
          {`Published reviews show on the home page at once. The carousel shows at most ${CAROUSEL_MAX_REVIEWS} featured reviews`}
          {data ? `: ${data.featuredCount} of ${CAROUSEL_MAX_REVIEWS} featured now.` : '.'}
        </p>
        <div className={styles.row}>
          <Button onPress={() => setEditing({ review: null })}>Add review</Button>
          <Button tone="secondary" onPress={() => setImporting(true)}>
            Import CSV
          </Button>
        </div>
        <ReviewFilterBar
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        {list.isPending && <p role="status">Loading the reviews…</p>}
        {list.isError && <p role="alert">The reviews could not be loaded. {errorText(list.error)}</p>}
        {data && data.total === 0 && <p>{filtered ? 'No reviews match the search and filters.' : 'No reviews yet.'}</p>}
        {data && data.total > 0 && (
          <>
            <DataTable
              caption={`Reviews (${data.total})${pages > 1 ? `, page ${page} of ${pages}` : ''}`}
              columns={columns}
              items={data.items}
              rowKey={(review) => String(review.id)}
              rowText={(review) => review.guest_name}
              sort={sort}
              onSortChange={(next) => {
                setSort(next);
                setPage(1);
              }}
            />
            <DataTablePager label="Review pages" page={page} pages={pages} onPage={setPage} />
          </>
        )}
      </section>
      {can('site') && <VerifiedReviewSettings />}
      {editing && (
        <ReviewDialog
          review={editing.review}
          onClose={() => setEditing(null)}
          onSave={(input) => (editing.review ? mutations.update.mutateAsync({ id: editing.review.id, ...input }) : mutations.create.mutateAsync(input))}
        />
      )}
      {responding && <ResponseDialog review={responding} onClose={() => setResponding(null)} onSave={(response) => mutations.saveResponse.mutateAsync({ id: responding.id, host_response: response })} />}
      {importing && <ImportDialog onClose={() => setImporting(false)} onImport={(input) => mutations.importCsv.mutateAsync(input)} />}
      <ConfirmDialog
        title={deleting ? `Delete the review by ${deleting.guest_name}?` : ''}
        isOpen={deleting !== null}
        confirmLabel="Delete review"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) act(mutations.remove.mutateAsync({ id: target.id }), `The review by ${target.guest_name} is deleted`);
        }}
      >
        <p>The review leaves the site and this list for good. To only hide it, unpublish it instead.</p>
      </ConfirmDialog>
    </>
  );
}
