import { Module } from '@nestjs/common';
import { CohortCodesResolver } from './cohort-codes.resolver.js';
import { CohortCodesService } from './cohort-codes.service.js';

/**
 * Cohort codes (docs/product.md §14): staff create and list them here; registration takes a use of one
 * (cohort-codes.ts, in the registration's transaction).
 */
@Module({ providers: [CohortCodesService, CohortCodesResolver] })
export class CohortsModule {}
