import type { Provider, Type } from '@nestjs/common';
import { ContractListService } from '../../application/registration-cases/contract-list.service';
import { RegistrationCasesService } from '../../application/registration-cases/registration-cases.service';
import { ContractListsController } from '../http/registration-cases/contract-lists.controller';
import { LawyerCasesController } from '../http/registration-cases/lawyer-cases.controller';

export const registrationCaseControllers: Type[] = [ContractListsController, LawyerCasesController];

export const registrationCaseProviders: Provider[] = [RegistrationCasesService, ContractListService];
