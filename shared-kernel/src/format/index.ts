export { COUNTER_MAX, abbreviateNumber, formatBytes, formatCounter } from './numbers';
