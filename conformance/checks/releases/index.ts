import type { Check } from '../../define-check.js';
import activeDefault from './active-default.js';
import activeFalse from './active-false.js';
import apiInfo from './api-info.js';
import badInput from './bad-input.js';
import badQuery from './bad-query.js';
import dateForms from './date-forms.js';
import datesInclusive from './dates-inclusive.js';
import datesUtc from './dates-utc.js';
import embeddedSource from './embedded-source.js';
import enumFilters from './enum-filters.js';
import errorShapes from './error-shapes.js';
import eventsDefaultLimit from './events-default-limit.js';
import filterCombined from './filter-combined.js';
import filterDates from './filter-dates.js';
import filterEventType from './filter-event-type.js';
import filterSeverity from './filter-severity.js';
import filterSourceId from './filter-source-id.js';
import filterSourceType from './filter-source-type.js';
import limitCap from './limit-cap.js';
import offset from './offset.js';
import offsetEnd from './offset-end.js';
import order from './order.js';
import pageWalk from './page-walk.js';
import paginationEcho from './pagination-echo.js';
import respErrorCode from './resp-error-code.js';
import respJson from './resp-json.js';
import respSchema from './resp-schema.js';
import respStatus from './resp-status.js';
import respTime from './resp-time.js';
import sourceEvents from './source-events.js';
import sourceEventsSeverity from './source-events-severity.js';
import sourceNotFound from './source-not-found.js';
import sourcesDefaultLimit from './sources-default-limit.js';
import totalExact from './total-exact.js';

/** The releases checks in run order; the response checks last, so they validate the whole run's traffic. */
export const releasesChecks: readonly Check[] = [
  apiInfo,
  limitCap,
  sourcesDefaultLimit,
  eventsDefaultLimit,
  activeDefault,
  activeFalse,
  totalExact,
  pageWalk,
  paginationEcho,
  offset,
  offsetEnd,
  filterSourceType,
  filterEventType,
  filterSeverity,
  filterSourceId,
  enumFilters,
  filterDates,
  dateForms,
  filterCombined,
  datesInclusive,
  sourceEvents,
  sourceEventsSeverity,
  embeddedSource,
  datesUtc,
  order,
  sourceNotFound,
  badQuery,
  badInput,
  errorShapes,
  respStatus,
  respJson,
  respSchema,
  respErrorCode,
  respTime,
];
