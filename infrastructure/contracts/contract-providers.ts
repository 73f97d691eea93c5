import type { Provider, Type } from '@nestjs/common';
import { ContractHistory } from '../../application/contracts/contract-history.port';
import { ContractPartyRecords } from '../../application/contracts/contract-party-names.port';
import { ContractSettings } from '../../application/contracts/contract-settings';
import { ContractsService } from '../../application/contracts/contracts.service';
import { ContractPdfsService } from '../../application/contracts/contract-pdfs.service';
import { MemberContractsService } from '../../application/contracts/member-contracts.service';
import { PaymentGateway } from '../../application/ports/payment-gateway.port';
import type { AppConfig } from '../config/app-config';
import type { Database } from '../database/database';
import { ContractsAdminController } from '../http/contracts/contracts-admin.controller';
import { ContractsController } from '../http/contracts/contracts.controller';
import { ContractPdfsController } from '../http/contracts/contract-pdfs.controller';
import { PaymentsController } from '../http/contracts/payments.controller';
import { UserContractsController } from '../http/contracts/user-contracts.controller';
import { DisabledPaymentGateway } from '../payments/disabled-payment-gateway';
import { SandboxPaymentGateway } from '../payments/sandbox-payment-gateway';
import { PostgresContractHistory } from './postgres-contract-history';
import { PostgresContractPartyRecords } from './postgres-contract-party-records';

export const contractControllers: Type[] = [ContractsController, ContractPdfsController, ContractsAdminController, PaymentsController, UserContractsController];

export function contractProviders(config: AppConfig, db: Database): Provider[] {
  return [
    ContractsService,
    ContractPdfsService,
    MemberContractsService,
    { provide: ContractHistory, useValue: new PostgresContractHistory(db) },
    { provide: ContractPartyRecords, useValue: new PostgresContractPartyRecords(db) },
    { provide: ContractSettings, useValue: { managementFeeYen: config.managementFeeYen } satisfies ContractSettings },
    { provide: PaymentGateway, useValue: config.paymentProvider === 'sandbox' ? new SandboxPaymentGateway() : new DisabledPaymentGateway() },
  ];
}
