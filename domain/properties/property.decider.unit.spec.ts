import { DomainError } from '../shared/domain-error';
import { EMPTY_PROPERTY_FIELDS, type PropertyInput } from './property-fields.rules';
import { IDENTIFICATION_PAGE_PATH } from './seller-identity.rule';
import { propertyDecider, STATUS_TRANSITIONS, type PropertyActor, type PropertyCommand } from './property.decider';
import { PROPERTY_STATUS_KEYS, PROPERTY_STATUSES, type PropertyEvent, type PropertyFields, type PropertyStatus } from './property.events';

const now = '2026-11-22T09:00:00.000Z';
const later = '2026-11-24T09:00:00.000Z';

function given(events: PropertyEvent[]) {
  const state = events.reduce(propertyDecider.evolve, propertyDecider.initialState());
  return { when: (command: PropertyCommand) => () => propertyDecider.decide(command, state) };
}

function caught(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

const COMPLETE_BASIC = {
  name: '里山の古民家と畑',
  prefecture_id: 20,
  city: '北佐久郡軽井沢町',
  block: '長倉1234',
  area: 523.5,
  ground_id: 1,
  sale_price: 3_800_000,
} satisfies Partial<PropertyFields> & PropertyInput;

const created: PropertyEvent = { type: 'PropertyDraftCreated', data: { property_id: 'p-1', owner_id: 'u-1', created_at: now } };
const filledIn: PropertyEvent = {
  type: 'PropertyEdited',
  data: {
    property_id: 'p-1',
    changed_fields: ['name', 'prefecture_id', 'city', 'block', 'area', 'ground_id', 'sale_price', 'revenue_after_fees'],
    values: { ...COMPLETE_BASIC, revenue_after_fees: 3_800_000 },
    edited_at: now,
  },
};
const moved = (from: PropertyStatus, to: PropertyStatus): PropertyEvent => ({
  type: 'PropertyStatusChanged',
  data: { property_id: 'p-1', from, to, changed_at: now },
});

/** The events that bring a listing into each status, through allowed transitions only. */
const HISTORY: Record<PropertyStatus, PropertyEvent[]> = {
  draft: [created, filledIn],
  published: [created, filledIn, moved('draft', 'published')],
  in_negotiation: [created, filledIn, moved('draft', 'published'), moved('published', 'in_negotiation')],
  withdrawn: [created, filledIn, moved('draft', 'published'), moved('published', 'withdrawn')],
  contracted: [created, filledIn, moved('draft', 'published'), moved('published', 'in_negotiation'), moved('in_negotiation', 'contracted')],
  closed: [
    created,
    filledIn,
    moved('draft', 'published'),
    moved('published', 'in_negotiation'),
    moved('in_negotiation', 'contracted'),
    moved('contracted', 'closed'),
  ],
  deleted: [created, filledIn, moved('draft', 'deleted')],
};

/** What the product allows, written out independently of the decider's table. */
const ALLOWED: Record<PropertyStatus, Partial<Record<PropertyStatus, PropertyActor[]>>> = {
  draft: { published: ['owner', 'admin'], deleted: ['owner', 'admin'] },
  published: { in_negotiation: ['owner', 'admin'], withdrawn: ['owner', 'admin'], deleted: ['admin'] },
  in_negotiation: { published: ['owner', 'admin'], contracted: ['owner', 'admin'], withdrawn: ['owner', 'admin'], deleted: ['admin'] },
  withdrawn: { published: ['owner', 'admin'], deleted: ['admin'] },
  contracted: { closed: ['owner', 'admin'], deleted: ['admin'] },
  closed: {},
  deleted: {},
};

/** The seller is verified unless a test says otherwise: publishing then depends on the listing alone. */
const change = (to: PropertyStatus, by: PropertyActor = 'owner', seller_verified = true): PropertyCommand => ({
  type: 'ChangePropertyStatus',
  to,
  by,
  seller_verified,
  now: later,
});

describe('Property statuses', () => {
  it('each has a stable id and a Japanese name', () => {
    expect(Object.fromEntries(PROPERTY_STATUS_KEYS.map((status) => [status, PROPERTY_STATUSES[status]]))).toEqual({
      draft: { id: 1, name: '下書き' },
      published: { id: 2, name: '掲載中' },
      in_negotiation: { id: 3, name: '商談中' },
      contracted: { id: 4, name: '成約' },
      withdrawn: { id: 5, name: '掲載停止' },
      closed: { id: 6, name: '取引完了' },
      deleted: { id: 7, name: '削除済み' },
    });
  });

  it('move exactly as the product allows', () => {
    expect(STATUS_TRANSITIONS).toEqual(ALLOWED);
  });
});

describe('Property / when nothing exists yet', () => {
  it('creates a draft for its owner', () => {
    expect(given([]).when({ type: 'CreatePropertyDraft', property_id: 'p-1', owner_id: 'u-1', input: {}, now })()).toEqual([created]);
  });

  it('creates a draft with what was filled in already, naming the fields', () => {
    const events = given([]).when({ type: 'CreatePropertyDraft', property_id: 'p-1', owner_id: 'u-1', input: { name: '  海の見える土地 ', registration_step: 1 }, now })();
    expect(events).toEqual([
      created,
      { type: 'PropertyEdited', data: { property_id: 'p-1', changed_fields: ['name', 'registration_step'], values: { name: '海の見える土地', registration_step: 1 }, edited_at: now } },
    ]);
  });

  it('refuses an edit or a status change of a listing that does not exist', () => {
    expect(caught(given([]).when({ type: 'EditProperty', input: { name: 'x' }, now })).kind).toBe('not_found');
    expect(caught(given([]).when(change('published'))).code).toBe('property.not_found');
  });

  it('refuses a draft that would be invalid, naming the field', () => {
    const error = caught(given([]).when({ type: 'CreatePropertyDraft', property_id: 'p-1', owner_id: 'u-1', input: { prefecture_id: 48 }, now }));
    expect(error.fields).toEqual({ prefecture_id: ['都道府県を一覧から選んでください。'] });
  });
});

describe.each(PROPERTY_STATUS_KEYS)('Property / when %s', (from) => {
  const history = HISTORY[from];
  const allowed = ALLOWED[from];

  it('cannot be created again', () => {
    const error = caught(given(history).when({ type: 'CreatePropertyDraft', property_id: 'p-1', owner_id: 'u-2', input: {}, now }));
    expect(error).toMatchObject({ kind: 'conflict', code: 'property.exists' });
  });

  const allowedCases = (Object.entries(allowed) as Array<[PropertyStatus, PropertyActor[]]>).flatMap(([to, actors]) => actors.map((by) => ({ to, by })));
  if (allowedCases.length > 0) {
    it.each(allowedCases)('becomes $to when the $by asks', ({ to, by }) => {
      expect(given(history).when(change(to, by))()).toEqual([
        { type: 'PropertyStatusChanged', data: { property_id: 'p-1', from, to, changed_at: later } },
      ]);
    });
  }

  const ownerRefused = (Object.entries(allowed) as Array<[PropertyStatus, PropertyActor[]]>).filter(([, actors]) => !actors.includes('owner')).map(([to]) => to);
  if (ownerRefused.length > 0) {
    it.each(ownerRefused)('is not made %s by its owner: only an admin may (forbidden)', (to) => {
      const error = caught(given(history).when(change(to, 'owner')));
      expect(error).toMatchObject({ kind: 'forbidden', code: 'property.transition_forbidden' });
      expect(error.message).toBe(`「${PROPERTY_STATUSES[from].name}」の物件を「${PROPERTY_STATUSES[to].name}」にできるのは管理者だけです。`);
    });
  }

  const forbidden = PROPERTY_STATUS_KEYS.filter((to) => !(to in allowed));
  it.each(forbidden)('never becomes %s, for anyone (conflict with a Japanese message)', (to) => {
    for (const by of ['owner', 'admin'] as const) {
      const error = caught(given(history).when(change(to, by)));
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe(
        from === to
          ? `この物件はすでに「${PROPERTY_STATUSES[to].name}」です。`
          : `「${PROPERTY_STATUSES[from].name}」の物件は「${PROPERTY_STATUSES[to].name}」に変更できません。`,
      );
    }
  });

  const editable = ['draft', 'published', 'in_negotiation', 'withdrawn'].includes(from);
  it(editable ? 'can be edited' : 'cannot be edited (conflict)', () => {
    const edit = given(history).when({ type: 'EditProperty', input: { access: 'JR小海線 中込駅から車で10分' }, now: later });
    if (editable) {
      expect(edit()).toEqual([
        { type: 'PropertyEdited', data: { property_id: 'p-1', changed_fields: ['access'], values: { access: 'JR小海線 中込駅から車で10分' }, edited_at: later } },
      ]);
    } else {
      const error = caught(edit);
      expect(error).toMatchObject({ kind: 'conflict', code: 'property.not_editable' });
      expect(error.message).toBe(`「${PROPERTY_STATUSES[from].name}」の物件は編集できません。`);
    }
  });
});

describe('Property / when a draft is not complete', () => {
  it('is not published, and every missing field of the basic group is named', () => {
    const error = caught(given([created]).when(change('published')));
    expect(error).toMatchObject({ kind: 'invalid', code: 'property.incomplete' });
    expect(error.fields).toEqual({
      name: ['掲載するには物件名を入力してください。'],
      prefecture_id: ['掲載するには都道府県を選んでください。'],
      city: ['掲載するには市区町村を入力してください。'],
      block: ['掲載するには町名・番地を入力してください。'],
      area: ['掲載するには土地面積を入力してください。'],
      ground_id: ['掲載するには地目を選んでください。'],
      sale_price: ['掲載するには希望売却価格を入力するか、「不明」を選んでください。'],
    });
  });

  it('is published with an unknown asking price (不明)', () => {
    const priceUnknown: PropertyEvent = {
      type: 'PropertyEdited',
      data: { property_id: 'p-1', changed_fields: ['sale_price'], values: { ...COMPLETE_BASIC, sale_price: -1 }, edited_at: now },
    };
    expect(given([created, priceUnknown]).when(change('published'))()).toHaveLength(1);
  });

  it('may still be deleted by its owner', () => {
    expect(given([created]).when(change('deleted'))()).toHaveLength(1);
  });
});

describe('Property / when published', () => {
  it('keeps the basic group complete: clearing a required field is refused', () => {
    const error = caught(given(HISTORY.published).when({ type: 'EditProperty', input: { city: null }, now: later }));
    expect(error.fields).toEqual({ city: ['掲載するには市区町村を入力してください。'] });
  });

  it('is published again after being withdrawn, only while complete', () => {
    expect(given(HISTORY.withdrawn).when(change('published'))()).toHaveLength(1);
  });

  it('decides nothing when a save changes nothing', () => {
    expect(given(HISTORY.published).when({ type: 'EditProperty', input: { name: '里山の古民家と畑' }, now: later })()).toEqual([]);
  });
});

describe('Property / when its seller is not verified', () => {
  const publishUnverified = (by: PropertyActor = 'owner'): PropertyCommand => change('published', by, false);

  it.each(['owner', 'admin'] as const)('a complete draft is not published, asked by the %s (conflict naming the identity page)', (by) => {
    const error = caught(given(HISTORY.draft).when(publishUnverified(by)));
    expect(error).toMatchObject({ kind: 'conflict', code: 'property.seller_not_verified' });
    expect(error.message).toContain('本人確認が必要です');
    expect(error.message).toContain(IDENTIFICATION_PAGE_PATH);
    expect(IDENTIFICATION_PAGE_PATH).toBe('/mypage/profile/edit/honnin');
  });

  it('a withdrawn listing is not published again', () => {
    expect(caught(given(HISTORY.withdrawn).when(publishUnverified()))).toMatchObject({ code: 'property.seller_not_verified' });
  });

  it('counts a command that does not say as not verified', () => {
    const unsaid: PropertyCommand = { type: 'ChangePropertyStatus', to: 'published', by: 'owner', now: later };
    expect(caught(given(HISTORY.draft).when(unsaid))).toMatchObject({ code: 'property.seller_not_verified' });
  });

  it('an incomplete draft is told what is missing first', () => {
    expect(caught(given([created]).when(publishUnverified()))).toMatchObject({ kind: 'invalid', code: 'property.incomplete' });
  });

  it('the draft is still saved, and still deleted', () => {
    expect(given(HISTORY.draft).when({ type: 'EditProperty', input: { name: '書きかけの土地' }, now: later })()).toHaveLength(1);
    expect(given(HISTORY.draft).when(change('deleted', 'owner', false))()).toHaveLength(1);
  });

  it('a listing in negotiation, public all along, may go back to 掲載中 and be withdrawn', () => {
    expect(given(HISTORY.in_negotiation).when(publishUnverified())()).toHaveLength(1);
    expect(given(HISTORY.published).when(change('withdrawn', 'owner', false))()).toHaveLength(1);
  });
});

describe('Property / when edited', () => {
  it('names only the fields that changed and keeps the others', () => {
    const state = HISTORY.draft.reduce(propertyDecider.evolve, propertyDecider.initialState());
    expect(state).toMatchObject({ status: 'draft', owner_id: 'u-1', fields: { ...EMPTY_PROPERTY_FIELDS, ...COMPLETE_BASIC, revenue_after_fees: 3_800_000 } });
    const events = given(HISTORY.draft).when({ type: 'EditProperty', input: { register_cost: 50_000, revenue_stamp_fee: 1_000, name: '里山の古民家と畑' }, now: later })();
    expect(events).toEqual([
      {
        type: 'PropertyEdited',
        data: {
          property_id: 'p-1',
          changed_fields: ['register_cost', 'revenue_stamp_fee', 'revenue_after_fees'],
          values: { register_cost: 50_000, revenue_stamp_fee: 1_000, revenue_after_fees: 3_749_000 },
          edited_at: later,
        },
      },
    ]);
  });

  it('clears the chart answers that no longer apply in the same event', () => {
    const events = given(HISTORY.draft).when({
      type: 'EditProperty',
      input: { yes_no_charts: [{ y_n_chart_id: 3, value: 0 }, { y_n_chart_id: 4, value: 1 }, { y_n_chart_id: 5, value: 1 }] },
      now: later,
    })();
    expect(events[0].data).toMatchObject({
      changed_fields: ['yes_no_charts'],
      values: { yes_no_charts: [{ y_n_chart_id: 3, value: 0 }, { y_n_chart_id: 4, value: null }, { y_n_chart_id: 5, value: 1 }] },
    });
  });
});

describe('Property / when the sale to a deal’s buyer is registered', () => {
  const registered: PropertyCommand = { type: 'RecordRegisteredSale', thread_id: 'deal-1', now: later };

  it.each(['published', 'in_negotiation', 'withdrawn'] as const)('becomes 成約 from %s, naming the deal', (from) => {
    expect(given(HISTORY[from]).when(registered)()).toEqual([
      { type: 'PropertyStatusChanged', data: { property_id: 'p-1', from, to: 'contracted', changed_at: later, thread_id: 'deal-1' } },
    ]);
  });

  it.each(['draft', 'contracted', 'closed', 'deleted'] as const)('changes nothing when %s', (from) => {
    expect(given(HISTORY[from]).when(registered)()).toEqual([]);
  });

  it('refuses a listing that does not exist', () => {
    expect(caught(given([]).when(registered))).toMatchObject({ kind: 'not_found' });
  });
});
