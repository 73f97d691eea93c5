// Integration tests open databases and child processes: they get more time than unit tests.
jest.setTimeout(120_000);
