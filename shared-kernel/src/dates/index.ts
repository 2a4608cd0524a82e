export { differenceInDays, formatDate, isPast, parseIsoDate, timeAgo, type DateMask } from './dates';
