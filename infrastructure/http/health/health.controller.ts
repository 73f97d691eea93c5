import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DATABASE } from '../../app/tokens';
import { ident, type Database } from '../../database/database';
import { ok, type ApiResponse } from '../shared/api-response';

interface Health {
  status: 'ok';
  database: Database['kind'];
  log_position: number;
  projections: Array<{ name: string; position: number; behind: number }>;
}

@ApiTags('system')
@Controller('api/health')
export class HealthController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get()
  @ApiOperation({ summary: '稼働状況: データベースと各読み取りモデルの追いつき具合' })
  async health(): Promise<ApiResponse<Health>> {
    const schema = ident(this.db.schema);
    const head = await this.db.query<{ position: number }>(`SELECT coalesce(max(global_position), 0) AS position FROM ${schema}.events`);
    const position = head.rows[0].position;
    const projections = await this.db.query<{ name: string; last_position: number }>(
      `SELECT name, last_position FROM ${schema}.projection_checkpoints ORDER BY name`,
    );
    return ok({
      status: 'ok',
      database: this.db.kind,
      log_position: position,
      projections: projections.rows.map((row) => ({
        name: row.name,
        position: row.last_position,
        behind: Math.max(0, position - row.last_position),
      })),
    });
  }
}
