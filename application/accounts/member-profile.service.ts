import { Injectable } from '@nestjs/common';
import { changedProfileFields } from '../../domain/accounts/account.decider';
import { checkProfile, type Profile, type ProfileInput } from '../../domain/accounts/profile.rules';
import { DomainError } from '../../domain/shared/domain-error';
import type { MemberDocument } from '../../read-models/accounts/members.projector';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import { ReadStore } from '../shared/read-store.port';
import { AccountCommands } from './account-commands';
import { CredentialStore } from './credential-store.port';
import { IdentificationService } from './identification.service';
import { PersonalDataStore, type MemberPersonalData } from './personal-data-store.port';

export interface ProfileView extends Omit<Profile, 'prefecture_id' | 'name_last' | 'name_first' | 'name_last_kana' | 'name_first_kana' | 'zipcode' | 'city' | 'block'> {
  id: string;
  email: string | null;
  name_last: string | null;
  name_first: string | null;
  name_last_kana: string | null;
  name_first_kana: string | null;
  zipcode: string | null;
  prefecture_id: number | null;
  city: string | null;
  block: string | null;
  identification_verify_status: number;
  identification_reject_reason: string | null;
  registered_at: string;
}

export interface MeView {
  id: string;
  nickname: string;
  email: string;
  class: number;
  corporate_number: string | null;
  identification_verify_status: number;
  is_interested_buyer: boolean;
  is_interested_seller: boolean;
  profile_completed: boolean;
  impersonator: { id: string; name: string } | null;
}

const EMPTY_PERSONAL_DATA: { [K in keyof MemberPersonalData]: null } = {
  name_last: null,
  name_first: null,
  name_last_kana: null,
  name_first_kana: null,
  zipcode: null,
  city: null,
  block: null,
  building_name: null,
  sex_id: null,
  birth_year: null,
  company_name: null,
  tel_home: null,
  tel_mobile: null,
};

function personalPart(profile: Profile): MemberPersonalData {
  return {
    name_last: profile.name_last,
    name_first: profile.name_first,
    name_last_kana: profile.name_last_kana,
    name_first_kana: profile.name_first_kana,
    zipcode: profile.zipcode,
    city: profile.city,
    block: profile.block,
    building_name: profile.building_name,
    sex_id: profile.sex_id,
    birth_year: profile.birth_year,
    company_name: profile.company_name,
    tel_home: profile.tel_home,
    tel_mobile: profile.tel_mobile,
  };
}

/** The member's profile: personal data from its store, the rest from the members read model. */
@Injectable()
export class MemberProfileService {
  constructor(
    private readonly readStore: ReadStore,
    private readonly personalData: PersonalDataStore,
    private readonly credentials: CredentialStore,
    private readonly accounts: AccountCommands,
    private readonly clock: Clock,
    private readonly identification: IdentificationService,
  ) {}

  async member(userId: string): Promise<MemberDocument> {
    const member = await this.readStore.get<MemberDocument>('members', userId);
    if (!member || member.status !== 'active') throw DomainError.notFound('account.not_found', '会員が見つかりません。');
    return member;
  }

  async profile(userId: string): Promise<ProfileView> {
    const member = await this.member(userId);
    const [personal, credential] = await Promise.all([this.personalData.get(userId), this.credentials.get(userId)]);
    return {
      id: member.user_id,
      email: credential?.email ?? null,
      nickname: member.nickname,
      ...(personal ?? EMPTY_PERSONAL_DATA),
      prefecture_id: member.prefecture_id,
      hobby_ids: member.hobby_ids,
      class: member.class,
      corporate_number: member.corporate_number,
      homebuilder_number: member.homebuilder_number,
      identification_verify_status: member.identification_verify_status,
      identification_reject_reason: member.identification_reject_reason,
      registered_at: member.registered_at,
    };
  }

  async me(userId: string, impersonator: { id: string; name: string } | null): Promise<MeView> {
    const member = await this.member(userId);
    const credential = await this.credentials.get(userId);
    return {
      id: member.user_id,
      nickname: member.nickname,
      email: credential?.email ?? '',
      class: member.class,
      corporate_number: member.corporate_number,
      identification_verify_status: member.identification_verify_status,
      is_interested_buyer: member.is_interested_buyer,
      is_interested_seller: member.is_interested_seller,
      profile_completed: member.profile_completed,
      impersonator,
    };
  }

  /**
   * Saves a checked profile; personal data goes to its store, the change itself to the log. A
   * change of what an identity verification covers sends it back to review first, so no moment
   * exists where the badge vouches for data the documents were not checked against.
   */
  async update(userId: string, input: ProfileInput, context: CommandContext): Promise<ProfileView> {
    const before = await this.profile(userId);
    const profile = checkProfile(input, this.clock.now());
    const changed = changedProfileFields(before as unknown as Partial<Profile>, profile);
    if (changed.length > 0) {
      await this.identification.reopenReview(userId, changed, context);
      await this.personalData.put(userId, personalPart(profile));
      const result = await this.accounts.run(userId, { type: 'UpdateProfile', profile, changed_fields: changed }, context);
      await this.readStore.waitFor(result.position);
    }
    return this.profile(userId);
  }
}
