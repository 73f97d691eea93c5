import type { Provider, Type } from '@nestjs/common';
import { ContractListService } from '../../application/registration-cases/contract-list.service';
import { RegistrationCasesService } from '../../application/registration-cases/registration-cases.service';
import { ContractListsController } from '../http/registration-cases/contract-lists.controller';
import { LawyerCasesController } from '../http/registration-cases/lawyer-cases.controller';
import { LawyerContractPdfsController } from '../http/registration-cases/lawyer-contract-pdfs.controller';

export const registrationCaseControllers: Type[] = [ContractListsController, LawyerCasesController, LawyerContractPdfsController];

export const registrationCaseProviders: Provider[] = [RegistrationCasesService, ContractListService];
