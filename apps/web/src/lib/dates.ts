import dayjs from 'dayjs';

/** 2024-05-01: list rows and cards. */
export const formatDate = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/** 2024-05-01 14:30: comments and saved favourites. */
export const formatDateTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
