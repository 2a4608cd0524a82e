export {
  EVENT_TYPES,
  EVENT_VERSIONS,
  eventEnvelopeSchema,
  isEventType,
  noteAddedPayloadSchema,
  sidebarCollapsePayloadSchema,
  statusChangedPayloadSchema,
  type AnyEventEnvelope,
  type EventEnvelope,
  type EventPayload,
  type EventType,
} from './catalogue';
export { DOM_EVENT_PREFIX, DOM_PUBLISH_EVENT, EVENT_BUS_MAJOR, resetEventBus } from './channel';
export { events$, getEventBus, publish, subscribe, type EventBus, type EventHandler, type PublishOptions } from './bus';
export { InvalidEventError } from './validate';
