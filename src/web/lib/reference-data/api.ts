// Nationalities and countries for the registration, profile and passenger forms. They change
// rarely, so a day-old copy is fine and the persisted cache lets the forms fill their lists offline.
import { queryOptions } from '@tanstack/react-query';
import { countryList, nationalityList, referenceDataPaths } from '../../../shared/contract/reference-data.ts';
import { api } from '../api-client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const referenceKeys = {
  all: ['reference'] as const,
  nationalities: () => [...referenceKeys.all, 'nationalities'] as const,
  countries: () => [...referenceKeys.all, 'countries'] as const,
};

export const nationalitiesQuery = () =>
  queryOptions({
    queryKey: referenceKeys.nationalities(),
    queryFn: () => api('get', referenceDataPaths.nationalities(), nationalityList),
    staleTime: DAY_MS,
  });

export const countriesQuery = () =>
  queryOptions({
    queryKey: referenceKeys.countries(),
    queryFn: () => api('get', referenceDataPaths.countries(), countryList),
    staleTime: DAY_MS,
  });
