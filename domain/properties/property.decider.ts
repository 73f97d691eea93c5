import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { applyPropertyInput, assertPublishable, EMPTY_PROPERTY_FIELDS, type PropertyInput } from './property-fields.rules';
import { assertCompleteOrder, assertHasPhoto, samePhotoOrder, sortOfNewPhoto, withoutPhoto, withPhotoAt, type PhotoOrder } from './property-photos.rules';
import { assertSellerMayPublish } from './seller-identity.rule';
import { PROPERTY_STATUSES, type PropertyEvent, type PropertyFields, type PropertyPhoto, type PropertyStatus } from './property.events';

/** Who asks for a change of a listing, as the access policy established it. */
export type PropertyActor = 'owner' | 'admin';

const ANYONE: readonly PropertyActor[] = ['owner', 'admin'];
const ADMIN_ONLY: readonly PropertyActor[] = ['admin'];

/**
 * Every status change a listing may go through, and who may ask for it. A pair that is not here
 * is refused as a conflict; a pair that is here but not for the one asking is refused as forbidden.
 * - a draft is published, or deleted by its owner or an admin;
 * - a published listing goes into negotiation and back, or is withdrawn and published again;
 * - a negotiation ends in a contract, which ends the deal (closed);
 * - only an admin deletes a listing that is no longer a draft, and never a closed one, whose
 *   history the contract keeps.
 */
export const STATUS_TRANSITIONS: Readonly<Record<PropertyStatus, Partial<Record<PropertyStatus, readonly PropertyActor[]>>>> = {
  draft: { published: ANYONE, deleted: ANYONE },
  published: { in_negotiation: ANYONE, withdrawn: ANYONE, deleted: ADMIN_ONLY },
  in_negotiation: { published: ANYONE, contracted: ANYONE, withdrawn: ANYONE, deleted: ADMIN_ONLY },
  withdrawn: { published: ANYONE, deleted: ADMIN_ONLY },
  contracted: { closed: ANYONE, deleted: ADMIN_ONLY },
  closed: {},
  deleted: {},
};

/** Statuses in which the seller may still change what the listing says. */
export const EDITABLE_STATUSES: readonly PropertyStatus[] = ['draft', 'published', 'in_negotiation', 'withdrawn'];

/**
 * Statuses a registered sale makes 成約: the seller may have left the listing 掲載中 or withdrawn it
 * while the contract went ahead, which the registration overrides.
 */
const SOLD_FROM: readonly PropertyStatus[] = ['published', 'in_negotiation', 'withdrawn'];

/** Statuses in which buyers see the listing, so what it says must stay complete. */
const LIVE_STATUSES: readonly PropertyStatus[] = ['published', 'in_negotiation'];

export type PropertyCommand =
  | { type: 'CreatePropertyDraft'; property_id: string; owner_id: string; input: PropertyInput; now: string }
  | { type: 'EditProperty'; input: PropertyInput; now: string }
  /**
   * `seller_verified`: whether the owner's identity is verified now, whoever asks. Left out, it
   * counts as not verified, so a caller that does not look cannot publish.
   */
  | { type: 'ChangePropertyStatus'; to: PropertyStatus; by: PropertyActor; seller_verified?: boolean; now: string }
  /**
   * The 司法書士 registered the transfer of ownership to the buyer of `thread_id`: the listing is
   * sold (成約), whatever the seller last set, and takes no new deals.
   */
  | { type: 'RecordRegisteredSale'; thread_id: string; now: string }
  /** `primary`: the new photo becomes sort 1 and the others move one down. */
  | { type: 'AddPropertyPhoto'; photo: PropertyPhoto; primary: boolean; now: string }
  | { type: 'ReorderPropertyPhotos'; image_ids: readonly string[]; now: string }
  | { type: 'RemovePropertyPhoto'; image_id: string; now: string };

export type PropertyState =
  | { status: 'none' }
  | { status: PropertyStatus; property_id: string; owner_id: string; fields: PropertyFields; photos: PhotoOrder };

export const propertyDecider: Decider<PropertyCommand, PropertyState, PropertyEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'PropertyDraftCreated':
        return { status: 'draft', property_id: event.data.property_id, owner_id: event.data.owner_id, fields: { ...EMPTY_PROPERTY_FIELDS }, photos: [] };
      case 'PropertyEdited':
        return state.status === 'none' ? state : { ...state, fields: { ...state.fields, ...event.data.values } };
      case 'PropertyStatusChanged':
        return state.status === 'none' ? state : { ...state, status: event.data.to };
      case 'PropertyPhotoAdded':
        return state.status === 'none' ? state : { ...state, photos: withPhotoAt(state.photos, event.data.image_id, event.data.sort) };
      case 'PropertyPhotosReordered':
        return state.status === 'none' ? state : { ...state, photos: [...event.data.image_ids] };
      case 'PropertyPhotoRemoved':
        return state.status === 'none' ? state : { ...state, photos: withoutPhoto(state.photos, event.data.image_id) };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreatePropertyDraft': {
        if (state.status !== 'none') throw DomainError.conflict('property.exists', 'この物件はすでに登録されています。');
        const created: PropertyEvent = {
          type: 'PropertyDraftCreated',
          data: { property_id: command.property_id, owner_id: command.owner_id, created_at: command.now },
        };
        return [created, ...edited(command.property_id, EMPTY_PROPERTY_FIELDS, command.input, command.now)];
      }
      case 'EditProperty': {
        if (state.status === 'none') throw notFound();
        assertEditable(state.status);
        const events = edited(state.property_id, state.fields, command.input, command.now);
        if (LIVE_STATUSES.includes(state.status) && events.length > 0) {
          assertPublishable({ ...state.fields, ...events[0].data.values });
        }
        return events;
      }
      case 'ChangePropertyStatus': {
        if (state.status === 'none') throw notFound();
        const allowed = STATUS_TRANSITIONS[state.status][command.to];
        if (!allowed) throw illegalTransition(state.status, command.to);
        if (!allowed.includes(command.by)) {
          throw DomainError.forbidden(
            'property.transition_forbidden',
            `「${PROPERTY_STATUSES[state.status].name}」の物件を「${PROPERTY_STATUSES[command.to].name}」にできるのは管理者だけです。`,
          );
        }
        if (command.to === 'published') assertPublishable(state.fields);
        assertSellerMayPublish(state.status, command.to, command.seller_verified === true);
        return [
          {
            type: 'PropertyStatusChanged',
            data: { property_id: state.property_id, from: state.status, to: command.to, changed_at: command.now },
          },
        ];
      }
      case 'RecordRegisteredSale': {
        if (state.status === 'none') throw notFound();
        // Already sold or closed, or deleted by an admin: the registration changes nothing of it.
        if (!SOLD_FROM.includes(state.status)) return [];
        return [
          {
            type: 'PropertyStatusChanged',
            data: { property_id: state.property_id, from: state.status, to: 'contracted', changed_at: command.now, thread_id: command.thread_id },
          },
        ];
      }
      case 'AddPropertyPhoto': {
        if (state.status === 'none') throw notFound();
        assertEditable(state.status);
        const sort = sortOfNewPhoto(state.photos, command.primary);
        return [{ type: 'PropertyPhotoAdded', data: { property_id: state.property_id, ...command.photo, sort, added_at: command.now } }];
      }
      case 'ReorderPropertyPhotos': {
        if (state.status === 'none') throw notFound();
        assertEditable(state.status);
        assertCompleteOrder(state.photos, command.image_ids);
        if (samePhotoOrder(state.photos, command.image_ids)) return [];
        return [{ type: 'PropertyPhotosReordered', data: { property_id: state.property_id, image_ids: [...command.image_ids], reordered_at: command.now } }];
      }
      case 'RemovePropertyPhoto': {
        if (state.status === 'none') throw notFound();
        assertEditable(state.status);
        assertHasPhoto(state.photos, command.image_id);
        return [{ type: 'PropertyPhotoRemoved', data: { property_id: state.property_id, image_id: command.image_id, removed_at: command.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};

/** What the listing says, its photos included, changes only in EDITABLE_STATUSES. */
function assertEditable(status: PropertyStatus): void {
  if (!EDITABLE_STATUSES.includes(status)) {
    throw DomainError.conflict('property.not_editable', `「${PROPERTY_STATUSES[status].name}」の物件は編集できません。`);
  }
}

function edited(propertyId: string, current: PropertyFields, input: PropertyInput, now: string): Array<Extract<PropertyEvent, { type: 'PropertyEdited' }>> {
  const { next, changed } = applyPropertyInput(current, input, now);
  if (changed.length === 0) return [];
  const values = Object.fromEntries(changed.map((field) => [field, next[field]])) as Partial<PropertyFields>;
  return [{ type: 'PropertyEdited', data: { property_id: propertyId, changed_fields: changed, values, edited_at: now } }];
}

function notFound(): DomainError {
  return DomainError.notFound('property.not_found', '物件が見つかりません。');
}

export function illegalTransition(from: PropertyStatus, to: PropertyStatus): DomainError {
  const fromName = PROPERTY_STATUSES[from].name;
  const toName = PROPERTY_STATUSES[to].name;
  if (from === to) return DomainError.conflict('property.same_status', `この物件はすでに「${toName}」です。`);
  return DomainError.conflict('property.illegal_transition', `「${fromName}」の物件は「${toName}」に変更できません。`);
}
