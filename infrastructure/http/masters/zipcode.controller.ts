import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GeoMasterPort } from '../../../application/masters/geo-master.port';
import { normalizeZipcode } from '../../../domain/masters/zipcode.rule';
import { DomainError } from '../../../domain/shared/domain-error';
import { INVALID_INPUT_MESSAGE } from '../shared/validation-messages';
import { ok, type ApiResponse } from '../shared/api-response';

interface AddressAnswer {
  zipcode: string;
  prefecture_id: number;
  /** 都道府県 */
  state: string;
  /** 市区町村 */
  city: string;
  /** 町域 */
  address: string;
}

@ApiTags('masters')
@Controller('api')
export class ZipcodeController {
  constructor(private readonly geo: GeoMasterPort) {}

  @Get('getAddressFromZipcode/:zip')
  @ApiOperation({ summary: '郵便番号から住所（都道府県・市区町村・町域）を調べる' })
  @ApiOkResponse({ description: '`data`: `{ zipcode, prefecture_id, state, city, address }`' })
  lookup(@Param('zip') zip: string): ApiResponse<AddressAnswer> {
    const digits = normalizeZipcode(zip);
    if (!digits) {
      throw new DomainError('invalid', 'zipcode.malformed', INVALID_INPUT_MESSAGE, {
        zipcode: ['郵便番号は7桁の数字で入力してください（例: 123-4567）。'],
      });
    }
    const found = this.geo.lookupZipcode(digits);
    if (!found) {
      throw new DomainError('not_found', 'zipcode.unknown', INVALID_INPUT_MESSAGE, {
        zipcode: ['この郵便番号に該当する住所が見つかりません。'],
      });
    }
    return ok({
      zipcode: found.zipcode,
      prefecture_id: found.prefecture_id,
      state: found.prefecture,
      city: found.city,
      address: found.block,
    });
  }
}
